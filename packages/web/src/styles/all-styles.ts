/*
 * All of Mantine's styles (in the `mantine` cascade layer, like ./shell-styles.ts). Every lazily
 * loaded page group and dialog imports this module, so the bundler attaches the sheet to their
 * chunks and the chunk loader waits for it: a page never renders before its styles.
 */
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
