import { createApp } from 'vue';
// the element module of the packed package: registers <order-form>
import 'order-form';
import BackOffice from './BackOffice.vue';

createApp(BackOffice).mount('#app');
