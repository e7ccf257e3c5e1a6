// A page's title over what the API returned, or its refusal.
import type { ReactNode } from 'react';
import type { Loaded } from '../server/access';
import { Refusal } from './refusal';

export function PageFrame<T>({
  title,
  loaded,
  children,
}: {
  title: ReactNode;
  loaded: Loaded<T>;
  children: (value: T) => ReactNode;
}) {
  return (
    <>
      <h1>{title}</h1>
      {loaded.ok ? children(loaded.value) : <Refusal code={loaded.code} error={loaded} />}
    </>
  );
}
