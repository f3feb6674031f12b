import { useState } from 'react';
import { MuiTelInput } from 'mui-tel-input';
import { mount } from '../mount';

function Field() {
  const [value, setValue] = useState('');
  return <MuiTelInput defaultCountry="US" value={value} onChange={setValue} label="Phone number" />;
}
mount(<Field />);
