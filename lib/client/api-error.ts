/** An error answered by one of our `/api` routes, rebuilt in the browser from its JSON body. */
export class FlotaApiError extends Error {
  constructor(
    readonly status: number,
    readonly codigo: string,
    message: string,
    readonly solicitud: string | null = null,
  ) {
    super(message);
    this.name = 'FlotaApiError';
  }

  /**
   * Recognised by what it carries (a `codigo` and a status), not by `instanceof`: errors cross
   * from workers and may come from another copy of this module.
   */
  static is(error: unknown): error is FlotaApiError {
    return error instanceof Error && typeof (error as Partial<FlotaApiError>).codigo === 'string' && typeof (error as Partial<FlotaApiError>).status === 'number';
  }

  static async fromResponse(response: Response): Promise<FlotaApiError> {
    // Loaded on first need: pages that only construct or test for this class need not ship zod for it.
    const { errorBodySchema } = await import('@/lib/fleet/schemas/error-body');
    const body: unknown = await response.json().catch(() => null);
    const parsed = errorBodySchema.safeParse(body);
    if (parsed.success) {
      const { codigo, mensaje, solicitud } = parsed.data.error;
      return new FlotaApiError(response.status, codigo, mensaje, solicitud);
    }
    return new FlotaApiError(response.status, 'error_interno', `Error ${response.status} del servidor de Flota.`);
  }
}
