// A player's number with his national federation, as results files give it (USEBIO
// NATIONAL_ID_NUMBER): the surest way to know an imported player is a member.
import { z } from 'zod';

export const federationIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9.-]+$/, "letters, digits, '-' or '.' only");
