import { useState } from 'react';
import PhoneInput from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { mount } from '../mount';

function Field() {
  const [value, setValue] = useState<string | undefined>();
  return <PhoneInput defaultCountry="US" value={value} onChange={setValue} aria-label="Phone number" />;
}
mount(<Field />);
