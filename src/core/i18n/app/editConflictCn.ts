import type { editConflictEn } from './editConflictEn';

export const editConflictCn: typeof editConflictEn = {
  title: '此记录已被他人保存',
  changedBy:
    '您打开后，%{user} 于 %{at} 保存了此记录，因此您的修改未保存，仍保留在表单中。重新加载记录可查看最新内容（您的输入将被丢弃）。',
  changed:
    '您打开后此记录已被修改，因此您的修改未保存，仍保留在表单中。重新加载记录可查看最新内容（您的输入将被丢弃）。',
  reload: '重新加载',
  keepInput: '保留我的输入',
};
