/**
 * The bench's peer (issue 13): a plain react-admin app as its documentation starts one. One
 * <Resource> of waybills, a <List> with a <Datagrid> of ten columns, ra-data-simple-rest on
 * json-server; nothing tuned. The bench builds it with Vite's defaults (peer/build.ts).
 */
import { createRoot } from 'react-dom/client';
import {
  Admin,
  BooleanField,
  Datagrid,
  DateField,
  fetchUtils,
  List,
  NumberField,
  Resource,
  TextField,
} from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const WaybillList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }}>
    <Datagrid>
      <TextField source="id" />
      <TextField source="trackingNumber" />
      <TextField source="status" />
      <TextField source="wayStatus" />
      <TextField source="receiver" />
      <NumberField source="weight" />
      <TextField source="packingType" />
      <BooleanField source="isValuable" />
      <TextField source="payStatus" />
      <DateField source="createdAt" showTime />
    </Datagrid>
  </List>
);

createRoot(document.getElementById('root')!).render(
  // json-server's own total header (simple-rest reads Content-Range unless told otherwise).
  <Admin dataProvider={simpleRestProvider('', fetchUtils.fetchJson, 'X-Total-Count')}>
    <Resource name="waybills" list={WaybillList} />
  </Admin>,
);
