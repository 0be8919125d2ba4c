import styles from './buttons.module.css';

/**
 * The class names of the one set of buttons every app uses: `primary`, `secondary`, `danger`,
 * `flat`, and the modifiers `small`, `block`, `pill`, with `row` for a row of them. Shared as a
 * module (not a stylesheet), so the styles come once, with the kernel.
 */
export const buttonStyles = styles;
