import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { primaryAction } from './primaryAction';

interface EmptyStateProps {
  /** A drawing above the title, in the brand colour (decorative). */
  icon?: ReactNode;
  title: string;
  /** Why it is empty or what to do, just above the action. */
  description: ReactNode;
  /** The way on: a page link drawn as the panel's main action. */
  action: { to: string; label: string };
  /**
   * Marks the panel for the page's build-time preview: index.html drops it for a shopper who does
   * have something here (a saved cart, favourites), so the preview never flashes "empty".
   */
  previewOnlyWhenEmpty?: boolean;
  /** More ways on, below the action. */
  children?: ReactNode;
}

/** What a page shows when it has nothing to list: a starting point, not a dead end. */
export function EmptyState({ icon, title, description, action, previewOnlyWhenEmpty = false, children }: EmptyStateProps) {
  return (
    <Panel data-only-if-empty={previewOnlyWhenEmpty ? '' : undefined}>
      {icon && <Icon>{icon}</Icon>}
      <Title>{title}</Title>
      <p>{description}</p>
      <Action to={action.to}>{action.label}</Action>
      {children}
    </Panel>
  );
}

const Panel = styled.div`
  max-width: 560px;
  margin: 24px auto;
  padding: 32px 20px;
  border-radius: ${({ theme }) => theme.radius.large};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;

const Icon = styled.div`
  display: flex;
  justify-content: center;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.h2`
  margin: 12px 0 4px;
  font-size: 22px;

  &:first-child {
    margin-top: 0;
  }
`;

const Action = styled(Link)`
  ${primaryAction}
`;
