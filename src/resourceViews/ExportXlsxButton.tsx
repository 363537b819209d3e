/**
 * The list's "Excel" button: the API streams every row of the list's current filter (the user's
 * and the view's fixed one, cleaned into `s` by the app's HTTP client) in the current sort as an
 * xlsx file, which the browser saves (docs/api.md "Excel export").
 */
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { useState } from 'react';
import { Button, useListContext, useLogoutIfAccessDenied, useNotify } from 'react-admin';
import { apiCollection } from '../core/rules/resourceNames';
import { apiClient } from '../dataProvider/apiClient';
import { saveDownload } from './saveDownload';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const ExportXlsxButton = () => {
  const { filter, filterValues, sort, resource, total } = useListContext();
  const notify = useNotify();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    const collection = apiCollection(resource);
    try {
      const { body, headers } = await apiClient.send<Blob>(`${collection}/export`, {
        // The list's own query (dataProvider.getList), without `range`: every row.
        search: { ...filterValues, ...filter },
        sort: [sort.field, sort.order === 'DESC' ? 'DESC' : 'ASC'],
        responseType: 'blob',
        headers: { Accept: `${XLSX_TYPE}, application/json` },
      });
      saveDownload(body, headers, `${collection}.xlsx`);
      notify('notify.excelDownloaded', { type: 'success' });
    } catch (error) {
      if (await logoutIfAccessDenied(error)) return;
      // The API's message arrives translated; an i18n key (no answer at all) is translated here.
      const message = error instanceof Error ? error.message : 'errors.actionFailed';
      notify(message, { type: 'error', messageArgs: { _: message } });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Button
      label="exportXlsx.button"
      onClick={() => void download()}
      disabled={downloading || total === 0}
    >
      <FileDownloadIcon />
    </Button>
  );
};
