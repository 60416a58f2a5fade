import { MutationCache, QueryCache, QueryClient, isServer } from '@tanstack/react-query';
import { FlotaApiError } from './api-error';
import { redirectIfSessionExpired } from './session-expiry';

function isPermanent(status: number): boolean {
  return (status >= 400 && status < 500) || status === 501;
}

function makeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: redirectIfSessionExpired }),
    mutationCache: new MutationCache({ onError: redirectIfSessionExpired }),
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        refetchOnWindowFocus: false,
        // A 4xx, or a 501 (the device cannot answer that query), will not get better by asking
        // again; network trouble and other 5xx might.
        retry: (failures, error) => failures < 3 && !(error instanceof FlotaApiError && isPermanent(error.status)),
      },
    },
  });
}

let browserClient: QueryClient | undefined;

/** A new client per server request, one for the whole life of the browser tab. */
export function getQueryClient(): QueryClient {
  if (isServer) return makeQueryClient();
  browserClient ??= makeQueryClient();
  return browserClient;
}
