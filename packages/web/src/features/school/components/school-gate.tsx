import { SchoolStatus } from '@kokpit/shared';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { AwaitingApproval } from './awaiting-approval';

/** Its children for an approved school; where it stands for one the operators have not. */
export function SchoolGate({ children }: { children: ReactNode }) {
  const { user } = useSession();
  if (user?.schoolStatus === SchoolStatus.pending) return <AwaitingApproval />;
  if (user?.schoolStatus === SchoolStatus.rejected) return <AwaitingApproval rejected />;
  return children;
}
