// When the director was called (spec §10.7), in words. Keyed by the stage union.
import type { DirectorStage } from '@club/club';

export const DIRECTOR_STAGE_WORDS: Readonly<Record<DirectorStage, string>> = {
  auction: 'during the auction',
  clarification: 'during the clarification period',
  play: 'during the play',
  'after-play': 'after the play',
  'post-session': 'after the session',
};
