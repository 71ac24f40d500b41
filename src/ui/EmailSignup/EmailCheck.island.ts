import type { DomIsland } from '../../core/domIsland';
import type { Feedback } from '../../generated/page';
import { notify } from '../notify';
import { isValidEmail } from '../../core/email';

interface EmailCheckProps {
  invalidMessage: string;
  feedback: Feedback;
}

/**
 * The email sign-up form's check, in the browser only: on submit, a malformed address shows the YAML message under
 * the field (which becomes invalid, described by it, and takes focus); a valid one notifies the YAML feedback and
 * clears the field. Editing the address clears the message. Nothing is sent anywhere.
 */
const emailCheck: DomIsland<EmailCheckProps> = {
  kind: 'dom',
  mount: (element, { invalidMessage, feedback }) => {
    const form = element.querySelector('form');
    const input = element.querySelector<HTMLInputElement>('input[type="email"]');
    const error = element.querySelector<HTMLElement>('[data-field-error]');
    if (!form || !input || !error) return;

    const showInvalid = (invalid: boolean) => {
      error.textContent = invalid ? invalidMessage : '';
      if (invalid) {
        input.setAttribute('aria-invalid', 'true');
        input.setAttribute('aria-describedby', error.id);
      } else {
        input.removeAttribute('aria-invalid');
        input.removeAttribute('aria-describedby');
      }
    };

    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!isValidEmail(input.value)) {
        showInvalid(true);
        input.focus();
        return;
      }
      showInvalid(false);
      input.value = '';
      notify(feedback);
    });
    input.addEventListener('input', () => {
      if (input.hasAttribute('aria-invalid')) showInvalid(false);
    });
  },
};

export default emailCheck;
