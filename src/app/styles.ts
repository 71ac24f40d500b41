// Only the stylesheets of the Mantine components the site uses (the blocks and shell on the server, the React
// islands' forms, the carousel, notifications): the full bundle is several times larger. Each is Mantine's `@layer mantine` edition: the site's
// own (unlayered) styles win over Mantine's whatever their order in the one stylesheet. Within the layer, shared
// bases (UnstyledButton, Paper, Loader...) come before the components built on them, as in Mantine's own styles.css.
import './layers.css';
import './fonts.css';
import '@mantine/core/styles/baseline.layer.css';
import 'virtual:fernwise/theme.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/RingProgress.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/carousel/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
import './global.css';

/**
 * Every stylesheet of the site's own components, static or island: a page's HTML uses their classes whether or not
 * any of their code reaches the browser. This module is a build input of its own that no page loads: exporting the
 * modules keeps Vite from dropping the stylesheets of static blocks, whose class names no client code reads, and
 * the build's one stylesheet collects them all.
 */
export const componentStyles = import.meta.glob(['../ui/**/*.css', '../shell/**/*.css', '../blocks/**/*.css'], {
  eager: true,
});
