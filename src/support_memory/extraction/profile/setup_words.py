"""Word lists for profile facts: operating systems, devices, brands and plan words (data only)."""

from __future__ import annotations

# Operating systems, with the words that may follow them as a version or edition.
OS_NAMES = (
    "Windows",
    "macOS",
    "Mac OS X",
    "Mac OS",
    "OS X",
    "OSX",
    "Ubuntu",
    "Linux",
    "Fedora",
    "Debian",
    "Linux Mint",
    "ChromeOS",
    "Chrome OS",
    "iOS",
    "iPadOS",
    "Android",
    "Windows Server",
)

# Devices worth remembering as a profile fact (brand + kind, not a bare "laptop").
DEVICE_NAMES = (
    "Chromebook",
    "MacBook Air",
    "MacBook Pro",
    "MacBook",
    "iMac",
    "Mac mini",
    "Mac Studio",
    "iPhone",
    "iPad Pro",
    "iPad Air",
    "iPad mini",
    "iPad",
    "Pixel",
    "Galaxy",
    "Surface Pro",
    "Surface Laptop",
    "Surface",
    "ThinkPad",
    "Kindle",
    "Apple Watch",
    "Android phone",
    "Android tablet",
    "Windows laptop",
    "Windows PC",
    "Linux laptop",
    "Mac",
)

# Brands that come before a kind of device: "a Dell laptop", "an HP printer".
DEVICE_BRANDS = (
    "Dell",
    "HP",
    "Lenovo",
    "Asus",
    "ASUS",
    "Acer",
    "Samsung",
    "Sony",
    "Toshiba",
    "Huawei",
    "Xiaomi",
    "OnePlus",
    "Brother",
    "Canon",
    "Epson",
    "Logitech",
    "Netgear",
    "TP-Link",
    "Google",
    "Apple",
    "Microsoft",
    "Motorola",
    "Nokia",
    "LG",
    "MSI",
    "Razer",
)
DEVICE_KINDS = (
    "laptop",
    "desktop",
    "pc",
    "phone",
    "tablet",
    "printer",
    "router",
    "monitor",
    "notebook",
    "webcam",
    "headset",
    "scanner",
    "modem",
    "smartphone",
)

# Subscription names: "the Business plan", "a Pro subscription".
PLAN_WORDS = ("plan", "subscription", "tier", "license", "licence", "edition", "account")
