import IntlTelInput from '@intl-tel-input/react';
import 'intl-tel-input/styles';
import { mount } from '../mount';

mount(
  <IntlTelInput
    initOptions={{ initialCountry: 'us', loadUtils: () => import('intl-tel-input/utils') }}
    inputProps={{ 'aria-label': 'Phone number' }}
  />,
);
