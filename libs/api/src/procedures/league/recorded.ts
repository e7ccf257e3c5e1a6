// A command's refusal becomes BAD_INPUT with the decider's own words.
export { recorded } from '../appeals/outcome';
