// Names the club records are short. The cap is checked by the deciders themselves, so the site,
// the CLI and an imported file are all held to it before a name is stored and served to everyone.
import { refuse } from './refuse';

export const NAME_MAX = 200;

/** Refuses (code 'name-too-long') a name over NAME_MAX characters, naming the field. */
export function refuseLongName(field: string, name: string | null | undefined): void {
  if (name && name.length > NAME_MAX)
    refuse('name-too-long', `${field}: a name is at most ${NAME_MAX} characters, this one has ${name.length}`, {
      field,
      length: name.length,
      max: NAME_MAX,
    });
}
