// The size floor: a bare React 19 custom element rendering one div, built with the shipped library's settings.
// Its one word is what the timing waits for as the floor's first text.
import r2wc from '@r2wc/react-to-web-component';

function Floor() {
  return <div>Floor</div>;
}

customElements.define('order-form-floor', r2wc(Floor, { shadow: 'open' }));
