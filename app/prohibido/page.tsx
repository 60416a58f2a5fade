import { forbidden } from 'next/navigation';
import { connection } from 'next/server';

export default async function ProhibidoPage(): Promise<never> {
  await connection();
  forbidden();
}
