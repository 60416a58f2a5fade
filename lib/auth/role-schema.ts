import { z } from 'zod';
import { ROLES } from './roles';

/** A role named in input (the users file, a session, `npm run user:add`); kept apart from `roles.ts`, which the browser loads. */
export const roleSchema = z.enum(ROLES);
