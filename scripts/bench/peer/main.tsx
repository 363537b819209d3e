/**
 * The bench's peer (issue 13): a plain react-admin app as its documentation starts one. One
 * <Resource> of waybills, a <List> with a search box and a <Datagrid> of ten columns whose rows
 * open a <Show> of the same fields, ra-data-simple-rest on json-server; nothing tuned. The bench
 * builds it with Vite's defaults (peer/build.ts).
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
  SearchInput,
  Show,
  SimpleShowLayout,
  TextField,
} from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

const fields = [
  <TextField key="id" source="id" />,
  <TextField key="trackingNumber" source="trackingNumber" />,
  <TextField key="status" source="status" />,
  <TextField key="wayStatus" source="wayStatus" />,
  <TextField key="receiver" source="receiver" />,
  <NumberField key="weight" source="weight" />,
  <TextField key="packingType" source="packingType" />,
  <BooleanField key="isValuable" source="isValuable" />,
  <TextField key="payStatus" source="payStatus" />,
  <DateField key="createdAt" source="createdAt" showTime />,
];

// json-server's full-text search (`q`), as react-admin's docs pair <SearchInput> with it.
const filters = [<SearchInput key="q" source="q" alwaysOn />];

const WaybillList = () => (
  <List sort={{ field: 'createdAt', order: 'DESC' }} filters={filters}>
    <Datagrid rowClick="show">{fields}</Datagrid>
  </List>
);

const WaybillShow = () => (
  <Show>
    <SimpleShowLayout>{fields}</SimpleShowLayout>
  </Show>
);

createRoot(document.getElementById('root')!).render(
  // json-server's own total header (simple-rest reads Content-Range unless told otherwise).
  <Admin dataProvider={simpleRestProvider('', fetchUtils.fetchJson, 'X-Total-Count')}>
    <Resource name="waybills" list={WaybillList} show={WaybillShow} />
  </Admin>,
);
