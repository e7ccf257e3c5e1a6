// The site's readers over the read models (the API's ClubReader is their shape).
export * from './club-reader';
export * from './members';
export { directorReader, type DirectorReaderSet } from './director-reader';
export { directorCommands, type DirectorCommandSet } from './director-commands';
