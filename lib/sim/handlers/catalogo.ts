import { CATALOGO } from '@/lib/fleet/catalog';
import { rawJsonAnswer } from '../http/answer';
import type { Handler } from './context';

const BODY = JSON.stringify({ datos: CATALOGO, cantidad: CATALOGO.length });

export const catalogo: Handler = () => rawJsonAnswer(BODY);
