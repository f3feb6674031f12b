import { useState } from 'react';
import { PhoneInput } from 'react-international-phone';
import 'react-international-phone/style.css';
import { mount } from '../mount';

function Field() {
  const [value, setValue] = useState('');
  return (
    <PhoneInput
      defaultCountry="us"
      value={value}
      onChange={setValue}
      inputProps={{ 'aria-label': 'Phone number' }}
    />
  );
}
mount(<Field />);
