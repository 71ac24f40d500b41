import { Button, Code, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSite } from '../app/SiteContext';

interface ErrorScreenProps {
  error: unknown;
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack };
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return { message: `${String(status)} ${typeof statusText === 'string' ? statusText : ''}`.trim() };
  }
  return { message: String(error) };
}

/** The branded screen for an unexpected failure; the stack shows only in development. */
export function ErrorScreen({ error }: ErrorScreenProps) {
  const { errorScreen, maxWidth } = useSite();
  const { message, stack } = describe(error);
  return (
    <Container size={maxWidth} py={80} px={{ base: 'md', sm: 'xl' }}>
      <Title order={1}>{errorScreen.heading}</Title>
      <Text size="lg" mt="md" c="gray.8">
        {message}
      </Text>
      {import.meta.env.DEV && stack ? (
        <Code block mt="lg">
          {stack}
        </Code>
      ) : null}
      <Button component={Link} to="/" mt="xl" size="md">
        {errorScreen.homeLabel}
      </Button>
    </Container>
  );
}
