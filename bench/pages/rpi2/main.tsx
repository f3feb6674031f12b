import { useState } from 'react';
import PhoneInputModule from 'react-phone-input-2';
import 'react-phone-input-2/lib/style.css';
import { mount } from '../mount';

// The package is CommonJS; its default export arrives wrapped under some bundlers.
const PhoneInput =
  (PhoneInputModule as unknown as { default?: typeof PhoneInputModule }).default ?? PhoneInputModule;

function Field() {
  const [value, setValue] = useState('');
  return (
    <PhoneInput
      country="us"
      enableSearch
      value={value}
      onChange={setValue}
      inputProps={{ 'aria-label': 'Phone number' }}
    />
  );
}
mount(<Field />);
