import { Title, type TitleProps } from '@mantine/core';

/**
 * The title of a screen: the page's one `<h1>`, at the size screens have always used (h2; session cards h3).
 * Sections below it use `<Title order={3|4}>`.
 */
export function PageTitle({ size = 'h2', ...props }: Omit<TitleProps, 'order'>) {
  return <Title order={1} size={size} {...props} />;
}
