// The caps live with the schemas, in @club/events (see libs/events/src/input/text-limits.ts).
export { TEXT_LIMITS, idText, nameText, codeText, freeText, listOf, countNumber } from '@club/events';
