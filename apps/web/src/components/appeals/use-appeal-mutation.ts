'use client';
// After a command is recorded the server re-renders the case page with the new state.
import { useRouter } from 'next/navigation';

export function useRefreshAfter() {
  const router = useRouter();
  return () => router.refresh();
}

export const list = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
