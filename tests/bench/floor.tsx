// The size floor: a bare React 19 custom element rendering one div, built with the shipped library's settings.
import r2wc from '@r2wc/react-to-web-component';

function Floor() {
  return <div />;
}

customElements.define('order-form-floor', r2wc(Floor, { shadow: 'open' }));
