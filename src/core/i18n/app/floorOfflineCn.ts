/** 仓库现场工作站离线扫描的文本（station/OfflineScans.tsx）。 */
export const floorOfflineCn = {
  pending: '已保存 %{smart_count} 次扫描，尚未发送：网络恢复后发送',
  attention: {
    title: '需要处理',
    hint: '这些扫描在网络恢复后收到了有问题的答复：逐一处理，然后标记为完成',
    scannedAt: '扫描于 %{time}',
    done: '完成',
  },
};
