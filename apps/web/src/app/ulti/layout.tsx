// Every Ulti page says when the results are behind (components/results/results-behind.tsx).
import type { ReactNode } from 'react';
import { ResultsBehind } from '../../components/results/results-behind';

export default function UltiLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <ResultsBehind />
      {children}
    </>
  );
}
