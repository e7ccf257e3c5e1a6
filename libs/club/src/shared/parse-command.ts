// Commands from outside are parsed with zod: the one parse of libs/events (a refusal coded
// 'invalid-command' naming the command, the field and the problem).
export { parseCommand } from '@club/events';
