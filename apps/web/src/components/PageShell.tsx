/** A simple page: a centred container, the document's title, and a stack under the page's one h1. */
import type { ReactNode } from 'react';
import { Container, Stack, Title, type ContainerProps, type StackProps } from '@mantine/core';
import { it } from '../i18n/it.ts';

export interface PageShellProps {
  /** The page's heading (its only h1). */
  title: string;
  /** The browser tab's title; by default the heading followed by the app's name. */
  pageTitle?: string;
  size?: ContainerProps['size'];
  py?: ContainerProps['py'];
  gap?: StackProps['gap'];
  align?: StackProps['align'];
  children: ReactNode;
}

export function PageShell({ title, pageTitle = it.pageTitle(title), size = 'sm', py = 'lg', gap = 'md', align, children }: PageShellProps) {
  return (
    <Container size={size} py={py}>
      <title>{pageTitle}</title>
      <Stack gap={gap} align={align}>
        <Title order={1}>{title}</Title>
        {children}
      </Stack>
    </Container>
  );
}
