import { Card, Center } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageTitle } from '../components/page-title';

export interface SessionLayoutProps {
  children: ReactNode;
  width?: number;
  /** A heading above the content. */
  title?: ReactNode;
  /** Lets a background behind the page show through (white-label sign-in). */
  transparent?: boolean;
}

/** Centred card used by every public session screen (the app name is in the top bar). */
export function SessionLayout({ children, width = 420, title, transparent }: SessionLayoutProps) {
  return (
    <Center className={transparent ? 'lintas-session-page lintas-transparent' : 'lintas-session-page'} p="md">
      <Card withBorder shadow="md" radius="md" p="xl" w="100%" maw={width}>
        {title && (
          <PageTitle size="h3" mb="md">
            {title}
          </PageTitle>
        )}
        {children}
      </Card>
    </Center>
  );
}
