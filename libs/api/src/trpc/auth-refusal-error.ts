// The auth store's refusal answered by its code with its own message, keeping when a throttled
// request may try again (`retryAt`): sign-in and "forgot password" alike; its code and params go
// along for the pages' translations.
import { retryAtOf } from '@club/auth';
import { isDomainError } from '@club/events';
import { ApiError } from './api-error';
import { refusalStatus } from './refusal-status';

export const authRefusalError = (error: unknown): unknown =>
  isDomainError(error)
    ? new ApiError(refusalStatus(error.code), error.message, retryAtOf(error), {
        code: error.code,
        params: error.params,
      })
    : error;
