// The rubber area's projections, as the application registry lists them.
import { rubberIndexProjection, rubberTableProjection } from '@club/read-models';
import type { Registry } from '../registry';

export const rubberArea: Registry = {
  projections: [rubberTableProjection, rubberIndexProjection],
  jobKinds: [],
};
