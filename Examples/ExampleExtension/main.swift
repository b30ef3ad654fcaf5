// The seeds' widgets as a widget extension: the host starts this executable and asks it for
// placeholders, snapshots and timelines over standard input and output (docs/HostProtocol.md).
import ExampleWidgets
import OpenWidgetKit

ExampleExtension.prepare()
await ExampleWidgets.main()
