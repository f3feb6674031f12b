import type { PastedChoice } from '../../react/phone-field/phone-field-api';
import type { PhoneMessages } from '../i18n/phone-messages';
import { keepFocus } from './keep-focus';
import type { PhoneInputProps } from './phone-input-props';

/** A found number as one line of a list: what the field read, and its extension. */
const foundText = ({ number }: PastedChoice) =>
  number.extension ? `${number.typed} ext. ${number.extension}` : number.typed;

export interface PastedNumbersProps {
  readonly choices: readonly PastedChoice[];
  readonly choose: (choice: PastedChoice) => void;
  readonly action: PhoneInputProps['pastedAction'];
  readonly messages: PhoneMessages;
}

/** The numbers of a paste that held several, each a button (the one shown pressed), and the page's own action. */
export function PastedNumbers({ choices, choose, action, messages }: PastedNumbersProps) {
  return (
    <div className="tf-phone-input__suggest" role="group" aria-label={messages.pastedNumbers}>
      <span aria-hidden="true">{messages.pastedNumbers}</span>
      {choices.map((choice, i) => (
        <button
          key={`${i}-${choice.text}`}
          type="button"
          className="tf-phone-input__suggestion"
          onMouseDown={keepFocus}
          aria-pressed={choice.current}
          dir="ltr"
          onClick={() => choose(choice)}
        >
          {choice.text}
        </button>
      ))}
      {action && (
        <button
          type="button"
          className="tf-phone-input__suggestion tf-phone-input__pasted-action"
          onClick={() => action.onAction(choices.map(foundText))}
        >
          {action.label}
        </button>
      )}
    </div>
  );
}
