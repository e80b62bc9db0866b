/*
 * Mantine's styles for the first paint: the reset and variables, and the components the shell
 * and the home page draw. Everything is in the `mantine` cascade layer, so our own (unlayered)
 * CSS modules always win, whatever order the sheets arrive in. The rest of Mantine comes with
 * the first lazy chunk that needs it (./all-styles.ts), so it never blocks the first paint.
 *
 * A component added to the shell or the home page needs its sheet here, in the order of
 * Mantine's own stylesheet (later rules of the layer win, so UnstyledButton must precede
 * Button): `shell-styles.test.ts` checks both against the components those chunks use.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Affix.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Tooltip.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Table.layer.css';
import '@mantine/core/styles/ThemeIcon.layer.css';
import '@mantine/core/styles/Title.layer.css';
