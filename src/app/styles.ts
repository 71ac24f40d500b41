// Only the stylesheets of the Mantine components the islands use: the full bundle is about three times larger.
// Order matters: shared bases (UnstyledButton, Paper, Group, Loader...) come before the components built on them,
// as in Mantine's own styles.css; the site's own styles come last, so they win over Mantine's.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import 'virtual:fernwise/theme.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/Accordion.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';

// Every stylesheet of the site's own components, static or island: a page's HTML uses their classes whether or
// not any of their code reaches the browser.
import.meta.glob(['../ui/**/*.css', '../shell/**/*.css', '../blocks/**/*.css'], { eager: true });
