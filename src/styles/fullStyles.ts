import css from './styles.css?inline';
import { addStyles } from './adoptStyles.ts';

// Imported by every lazy chunk that renders (a plan's flow, the cart, the address check): its styles arrive with
// the first of them, before it renders.
addStyles(css);
