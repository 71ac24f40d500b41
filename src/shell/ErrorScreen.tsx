import { Container } from '../ui/Container';
import { buttonStyle } from '../ui/buttonStyle';
import { useSite } from '../ui/SiteContext';
import classes from './ErrorScreen.module.css';

interface ErrorScreenProps {
  message: string;
  /** Shown only where it helps: the dev server passes it, nothing in production does. */
  stack?: string;
}

/** The branded screen for an unexpected failure: the heading, the error's message, its stack, a way home. */
export function ErrorScreen({ message, stack }: ErrorScreenProps) {
  const { errorScreen } = useSite();
  return (
    <Container className={classes.screen}>
      <h1 className={classes.heading}>{errorScreen.heading}</h1>
      <p className={classes.message}>{message}</p>
      {stack ? <pre className={classes.stack}>{stack}</pre> : null}
      <a href="/" {...buttonStyle('filled', 'md', classes.home)}>
        {errorScreen.homeLabel}
      </a>
    </Container>
  );
}
