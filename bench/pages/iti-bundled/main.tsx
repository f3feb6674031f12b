import IntlTelInput from '@intl-tel-input/react/with-utils';
import 'intl-tel-input/styles';
import { mount } from '../mount';

// The README's bundled variant: utils are part of the component's import.
mount(<IntlTelInput initialCountry="us" inputProps={{ 'aria-label': 'Phone number' }} />);
