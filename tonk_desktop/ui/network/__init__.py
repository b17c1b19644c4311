"""The window's side of network play (issue 20): Game ▸ Host a table…, Join a
table…, Rejoin…, the table window of a networked game and its model, and the
list of tables found on the local network. The protocol, the host and the
client are in `tonk_desktop.net`."""
