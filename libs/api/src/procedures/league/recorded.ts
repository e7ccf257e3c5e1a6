// A command's refusal becomes the API error its code maps to, with the decider's own words.
export { recorded } from '../appeals/outcome';
