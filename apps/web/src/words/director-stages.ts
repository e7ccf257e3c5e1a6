// When the director was called (spec §10.7), in words. Keyed by the stage union. The English words
// are the catalogue's (messages/director, namespace directorStage); a page translates with
// useTranslations('directorStage').
import type { DirectorStage } from '@club/club';
import en from '../../messages/director/en.json';

export const DIRECTOR_STAGE_WORDS: Readonly<Record<DirectorStage, string>> = en.directorStage;
