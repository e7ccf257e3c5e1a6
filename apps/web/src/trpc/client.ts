'use client';
// The typed tRPC hooks for client components (@trpc/tanstack-react-query).
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '@club/api';

export const { TRPCProvider, useTRPC } = createTRPCContext<AppRouter>();
