import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { selectIsMobile } from '../../../app/appInitSelectors';

/**
 * A link between labs pages: a router link, or in the mobile app a plain anchor (spec §2 "Labs
 * index rules": the mobile app's web view loads each labs page as a page of its own).
 */
export default function LabsLink({ to, className, children, testId }: { to: string; className?: string; children: ReactNode; testId?: string }) {
  const mobile = useAppSelector(selectIsMobile);
  return mobile ? (
    <a href={to} className={className} data-testid={testId}>
      {children}
    </a>
  ) : (
    <Link to={to} className={className} data-testid={testId}>
      {children}
    </Link>
  );
}
